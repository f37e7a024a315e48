import { createRegisterDealerGroupFlow, type RegisterDealerGroupFlow } from '@forecourt/flows-core';
import { useFlow, useOwnedFlow } from '@forecourt/flows-core/react';
import { useEffect, useMemo } from 'react';
import { useFlowDeps } from '../../app/boot-context.tsx';
import {
  boundOf,
  type DeclaredFieldProps,
  useCommonProps,
} from '../../components/declared-field.tsx';
import { dealerGroupsListId } from '../../edge/start-script/handover.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { CompanyRegistration } from './company-registration.tsx';
import { DescriptorField } from './descriptor-fields.tsx';
import { ProgressiveAutocomplete } from './progressive-autocomplete.tsx';

/** Dealer-group registration (route register/dealer-group), with the dealership autocomplete. */
export function DealerGroupRegistration() {
  const deps = useFlowDeps();
  const flow = useOwnedFlow(() => createRegisterDealerGroupFlow(deps));
  return <DealerGroupView flow={flow} />;
}

function DealerGroupView({ flow }: { flow: RegisterDealerGroupFlow }) {
  const groups = useFlow(flow, (s) => s.dealerGroups);
  useEffect(() => {
    void flow.getState().loadDealerGroups();
  }, [flow]);
  const dealerGroups = useMemo(
    () => groups.map((group) => ({ id: group.mqDealerGroupId, name: group.dealerGroupName })),
    [groups],
  );
  return (
    <CompanyRegistration
      type="dealer-group"
      flow={flow}
      dealerGroups={dealerGroups}
      Field={DealerGroupField}
    />
  );
}

/**
 * `DescriptorField` with the dealership picker, which only this page has: a text box with the
 * browser's suggestions from the start script's list, that the picker enhances once loaded
 * (progressive-autocomplete.tsx).
 */
function DealerGroupField(props: DeclaredFieldProps) {
  const t = useT();
  const common = useCommonProps(props);
  const { field } = props;
  const bound = boundOf(props);
  if (field.kind !== 'autocomplete') return <DescriptorField {...props} />;
  return (
    <ProgressiveAutocomplete
      {...common}
      id={`${field.name}-picker`}
      list={dealerGroupsListId}
      items={props.list ?? []}
      value={bound.value}
      onChange={bound.onChange}
      noResultsText={t('register.autocomplete.noResults')}
      toggleLabel={t('register.autocomplete.toggle')}
    />
  );
}
