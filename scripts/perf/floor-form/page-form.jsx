// The form of the same-form floor: the fields a portal page's first step asks for, named by the
// page's query (`?field=Label&field=...`, and `pick=Label` for a choice from a list typed into),
// and a button whose submit sends the form, as the sign-in floor's does. The list's choices are
// part of the page (the floor has no service to fetch them from).
import { useId, useState } from 'react';

const choices = ['Highveld Motor Group', 'Coastal Auto Holdings'];

function TextField({ label }) {
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={label} value={value} onChange={(e) => setValue(e.target.value)} />
    </div>
  );
}

function PickField({ label }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const shown = choices.filter((c) => value && c.toLowerCase().includes(value.toLowerCase()));
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={label}
        role="combobox"
        aria-expanded={open && shown.length > 0}
        aria-controls={`${id}-list`}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setOpen(true);
        }}
      />
      <div id={`${id}-list`} role="listbox" hidden={!open || shown.length === 0}>
        {shown.map((choice) => (
          <div
            key={choice}
            role="option"
            tabIndex={-1}
            aria-selected={choice === value}
            onClick={() => {
              setValue(choice);
              setOpen(false);
            }}
            onKeyDown={() => undefined}
          >
            {choice}
          </div>
        ))}
      </div>
    </div>
  );
}

export function PageForm() {
  const query = new URLSearchParams(window.location.search);
  const pick = query.get('pick');
  const [sent, setSent] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(true);
        void fetch('/user/v1/floor', {
          method: 'POST',
          body: JSON.stringify(Object.fromEntries(new FormData(event.currentTarget))),
        });
      }}
    >
      <h1>Register</h1>
      {pick ? <PickField label={pick} /> : null}
      {query.getAll('field').map((label) => (
        <TextField key={label} label={label} />
      ))}
      <button type="submit">Continue</button>
      {sent ? <p role="status">Sent</p> : null}
    </form>
  );
}
