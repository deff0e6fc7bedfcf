import { createFileRoute } from '@tanstack/react-router';
import { browserPageHead } from '../../content/site';
import { ProfilePage } from './-components/ProfilePage';

/** 'Min Profil': details, password, profile picture and saved quiz results. */
export const Route = createFileRoute('/_signedIn/profile')({
  head: () => browserPageHead('/profile'),
  component: ProfilePage,
});
