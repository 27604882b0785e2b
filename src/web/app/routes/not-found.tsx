import { NotFoundScreen } from '../../components/not-found-screen.tsx';

export const Component = NotFoundScreen;
