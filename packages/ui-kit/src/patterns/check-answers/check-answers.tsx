// Pattern: check your answers. The page before a form is sent: the answers, a change button on
// each, and the one button that sends. The add-a-co-applicant screen ends on it.
import { Button, SummaryList, type SummaryListRow, vars } from '../../index.ts';

/** Props of {@link CheckAnswers}. */
export type CheckAnswersProps = {
  /** One list a section (one a person): its heading and its answers. */
  sections: ReadonlyArray<{ heading: string; rows: ReadonlyArray<SummaryListRow> }>;
  /** Sends the form. */
  onSend: () => void;
  /** The send is under way. */
  sending?: boolean;
  /** What sending does, in one sentence above the button. */
  declaration?: string;
};

/** The answers under a heading each, the declaration, and the send button. */
export function CheckAnswers({
  sections,
  onSend,
  sending = false,
  declaration,
}: CheckAnswersProps) {
  return (
    <section
      aria-labelledby="check-answers-heading"
      style={{ display: 'grid', gap: vars.space.lg }}
    >
      <h2 id="check-answers-heading" style={{ margin: 0 }}>
        Check your answers before you send them
      </h2>
      {sections.map((section) => (
        <div key={section.heading}>
          <h3 style={{ margin: 0 }}>{section.heading}</h3>
          <SummaryList rows={section.rows} />
        </div>
      ))}
      {declaration ? <p style={{ margin: 0 }}>{declaration}</p> : null}
      <div>
        <Button onClick={onSend} pending={sending}>
          Send
        </Button>
      </div>
    </section>
  );
}
