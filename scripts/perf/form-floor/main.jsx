// The same-form floor: the React + TanStack Router floor (two routes) with the form of the page
// it is compared with, so that the person does the same on both (../floor-form/page-form.jsx).

import { PageForm } from '../floor-form/page-form.jsx';
import { mountRoutedFloor } from '../floor-form/routed-floor.jsx';

mountRoutedFloor(PageForm);
