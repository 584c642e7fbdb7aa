// The launch calls of spec §7.4, through the kernel's API client (token, errors and logout
// handling as every call). Each resolves to the provider's launch URL.
import { api, type LobbyUrlRequest, type LobbyUrlResponse, type QtechLaunchRequest, type QtechLaunchResponse } from '@khel/shared-kernel';

export class LaunchFailedError extends Error {}

/** POST /lotus/lobbyUrl: {} → the lobby, {game_type} → a lobby tab, {game_id, game_type} → one game. */
export async function lobbyUrl(request: LobbyUrlRequest = {}): Promise<string> {
  const { data } = await api.post<LobbyUrlResponse>('lotus/lobbyUrl', request);
  if (!data.status || !data.launchUrl) throw new LaunchFailedError('no launch URL');
  return data.launchUrl;
}

/** POST qtech/launchUrl {gameId, providerCode}. */
export async function qtechLaunchUrl(request: QtechLaunchRequest): Promise<string> {
  const { data } = await api.post<QtechLaunchResponse>('qtech/launchUrl', request);
  if (!data.status || !data.data) throw new LaunchFailedError('no launch URL');
  return data.data;
}
