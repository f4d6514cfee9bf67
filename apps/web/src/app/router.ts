import { createBrowserRouter } from 'react-router';
import { setApiNavigator } from '../api/client';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

setApiNavigator((path) => void router.navigate(path));
