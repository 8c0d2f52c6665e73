import {
  AdapterUnreachable,
  callJson,
  fetchGameList,
  type LaunchInput,
  type ResolvedSettings,
  type VendorAdapter,
} from './adapter';

/**
 * Seamless vendors through Valkyrie's operator API (provider/docs/operator_api.yml):
 * `POST {base}/{launchPath}/gamelaunch` (the provider's `base_path` in Valkyrie's config) with the player token in X-Player-Token and the operator
 * key as bearer; the provider then calls our /pam wallet. The built-in demo provider serves the
 * same call at /vendor/demo (VENDORS-CONTRACT point 1) and lists its games at `{base}/games`.
 */
export function valkyrieAdapter(s: ResolvedSettings): VendorAdapter {
  const auth = { authorization: `Bearer ${s.apiKey}` };
  return {
    kind: 'valkyrie',
    provider: s.provider,
    async launch(input: LaunchInput): Promise<string> {
      const res = await callJson<{ gameUrl?: unknown }>(`${s.baseUrl}/${s.launchPath}/gamelaunch`, {
        method: 'POST',
        headers: { ...auth, 'x-player-token': input.token },
        body: {
          casino: input.casino,
          country: input.country,
          currency: input.currency,
          providerGameId: input.gameId,
          language: input.language,
          playerId: input.playerId,
          sessionIp: input.ip,
          launchConfig: { ...s.launchConfig, ...input.launchConfig, mobile: input.isMobile },
        },
      });
      if (typeof res.gameUrl !== 'string' || !res.gameUrl)
        throw new AdapterUnreachable('gamelaunch answered no gameUrl');
      return res.gameUrl;
    },
    games: () => fetchGameList(s),
  };
}
