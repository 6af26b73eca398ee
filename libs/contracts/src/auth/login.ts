import { object, string, type InferType } from 'yup';

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid email or password',
  signInFailedTitle: 'Sign In Failed',
  welcomeTitle: 'Welcome back!',
  welcomeBody: 'You have been signed in successfully.',
  settingUp: 'Setting up admin access...',
  adminCreatedTitle: 'Admin User Created!',
  adminCreatedBody: 'You can now sign in with your credentials.',
} as const;

/** Admin sign-in: email and password are required (index-blog-admin.md §5). */
export const loginSchema = object({
  email: string().trim().lowercase().max(254).required(AUTH_MESSAGES.emailRequired),
  password: string().max(1024).required(AUTH_MESSAGES.passwordRequired),
});

export type LoginInput = InferType<typeof loginSchema>;

export interface SessionUser {
  id: number;
  email: string;
  role: 'admin' | 'analyst';
}
