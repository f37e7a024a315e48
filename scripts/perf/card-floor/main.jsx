// The design-card floor: the router floor (React 19 + TanStack Router, two routes) whose form
// uses the card's libraries for their jobs (./sign-in-form.jsx). What the portal's own code
// costs is measured against this; what the card's libraries cost, against the router floor.
import { mountRoutedFloor } from '../floor-form/routed-floor.jsx';
import { SignInForm } from './sign-in-form.jsx';

mountRoutedFloor(SignInForm);
