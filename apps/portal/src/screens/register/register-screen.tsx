import { usePortalType } from '../../routing/params.ts';
import { registrationViews } from './registration-views.ts';

/** Route register/{type}: the registration form of the route's portal type (REG-2). */
export function RegisterScreen() {
  const type = usePortalType();
  const View = registrationViews[type];
  return <View key={type} />;
}
