import { useNavigate } from '@tanstack/react-router';
export const x = useNavigate;
