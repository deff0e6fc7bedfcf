import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from './-components/account/guard';
import { ProfilePage } from './-components/account/ProfilePage';

/** 'Min Profil': details, password, profile picture and saved quiz results. Without a user: /login. */
export const Route = createFileRoute('/profile')({
  beforeLoad: ({ context }) => requireSignedIn(context.actors, '/profile'),
  component: ProfilePage,
});
