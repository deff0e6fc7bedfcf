import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from './-components/ProfilePage';

/** 'Min Profil': details, password, profile picture and saved quiz results. */
export const Route = createFileRoute('/_signedIn/profile')({ component: ProfilePage });
