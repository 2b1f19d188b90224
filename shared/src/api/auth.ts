import { apiClient } from '@areia/shared/api/client';
import type { LoginResponse, RegisterInput, RegisterResponse } from '@areia/shared/schemas/auth';
import type { UserProfile } from '@areia/shared/schemas/user';

export async function login(input: { email: string; password: string }): Promise<LoginResponse> {
  const { data } = await apiClient.post<LoginResponse>('/api/auth/login', input);
  return data;
}

export async function register(input: RegisterInput): Promise<RegisterResponse> {
  const { data } = await apiClient.post<RegisterResponse>('/api/auth/register', input);
  return data;
}

export async function logout(): Promise<void> {
  await apiClient.post('/api/auth/logout');
}

export async function fetchMe(): Promise<UserProfile> {
  const { data } = await apiClient.get<UserProfile>('/api/user/me');
  return data;
}
