import type { UserSession } from 'shared-contracts';
import { newToken, sha256Hex } from '../lib/tokens';
import type { Repositories } from '../repositories';
import { SESSION_MAX_AGE_MS, SESSION_SLIDE_EVERY_MS, SESSION_TTL_MS } from './limits';

export interface AuthUser {
  id: number;
  /** the site the member belongs to: the token works only on its hosts (issue 32) */
  siteId: number;
  token: string;
  tokenHash: string;
}

export function sessionService({ repos, now }: { repos: Repositories; now: () => Date }) {
  return {
    /** A new bearer token for the user; only its hash is stored. */
    async issue(userId: number): Promise<string> {
      const token = newToken();
      const at = now();
      await repos.sessions.create({
        token_hash: sha256Hex(token),
        user_id: userId,
        created_at: at,
        expires_at: new Date(at.getTime() + SESSION_TTL_MS),
      });
      return token;
    },

    /**
     * The user behind a token, or null when unknown or expired: 7 days without use (the expiry slides
     * on use, ≤ one write a minute), and in any case 30 days after sign-in (absolute lifetime, from the
     * session's created_at; the slid expiry never passes it).
     */
    async resolve(token: string): Promise<AuthUser | null> {
      const tokenHash = sha256Hex(token);
      const session = await repos.sessions.find(tokenHash);
      if (!session) return null;
      const at = now().getTime();
      const endOfLife = session.created_at.getTime() + SESSION_MAX_AGE_MS;
      if (session.expires_at.getTime() <= at || endOfLife <= at) {
        await repos.sessions.remove(tokenHash);
        return null;
      }
      const fresh = Math.min(at + SESSION_TTL_MS, endOfLife);
      if (fresh - session.expires_at.getTime() >= SESSION_SLIDE_EVERY_MS) {
        await repos.sessions.extend(tokenHash, new Date(fresh));
      }
      return { id: session.user_id, siteId: session.site_id, token, tokenHash };
    },

    async revoke(token: string): Promise<void> {
      await repos.sessions.remove(sha256Hex(token));
    },

    async revokeAll(userId: number, keepTokenHash?: string): Promise<void> {
      await repos.sessions.removeForUser(userId, keepTokenHash);
    },

    /** The session shape every login answers with and GET /api/user/info returns. */
    async describe(userId: number, token: string): Promise<UserSession> {
      const user = await repos.users.findWithGroup(userId);
      if (!user) throw new Error(`user ${userId} vanished`);
      return {
        user: { user_id: user.id, username: user.username, group_name: user.group_name },
        token,
        is_attestation: await repos.identities.isVerified(userId),
      };
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
