// Pattern: add another person. The kit's RepeatableGroup with a person's contact details in each
// group; the add-a-co-applicant screen is built on it.
import { type ErrorSummaryItem, RepeatableGroup } from '../../index.ts';
import {
  type Contact,
  ContactFields,
  contactErrors,
  emptyContact,
} from '../error-summary/contact-details.tsx';

/** A co-applicant: an id that stays with the person while others come and go, and the details. */
export type CoApplicant = Contact & { id: string };

/** Most co-applicants an application takes. */
export const maxCoApplicants = 3;

let made = 0;
/** A new, empty co-applicant with an id unique on the page. */
export function newCoApplicant(): CoApplicant {
  made += 1;
  return { id: `co-applicant-${made}`, ...emptyContact };
}

/** Every co-applicant's problems, person by person, field by field. */
export function coApplicantErrors(people: ReadonlyArray<CoApplicant>, today: Date) {
  return people.flatMap((person) => contactErrors(person, person.id, today));
}

/** Props of {@link CoApplicants}. */
export type CoApplicantsProps = {
  people: ReadonlyArray<CoApplicant>;
  onChange: (people: CoApplicant[]) => void;
  errors: ReadonlyArray<ErrorSummaryItem>;
};

/** One group of contact fields a co-applicant, with add and remove. */
export function CoApplicants({ people, onChange, errors }: CoApplicantsProps) {
  return (
    <RepeatableGroup
      items={people}
      legend="Co-applicant {number}"
      addLabel="Add another co-applicant"
      max={maxCoApplicants}
      maxText="You can add up to {max} co-applicants."
      onAdd={() => onChange([...people, newCoApplicant()])}
      onRemove={(id) => onChange(people.filter((person) => person.id !== id))}
    >
      {(person) => (
        <ContactFields
          prefix={person.id}
          value={person}
          errors={errors}
          onChange={(contact) =>
            onChange(people.map((each) => (each.id === person.id ? { ...each, ...contact } : each)))
          }
        />
      )}
    </RepeatableGroup>
  );
}
