// The floor of a routed React sign-in page: React 19 + TanStack Router with two routes and the
// sign-in form of the React floor (../floor-form/routed-floor.jsx).

import { mountRoutedFloor } from '../floor-form/routed-floor.jsx';
import { SignInForm } from '../floor-form/sign-in-form.jsx';

mountRoutedFloor(SignInForm);
