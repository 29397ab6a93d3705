import { randomBytes } from 'node:crypto';

export type Access = 'none' | 'read' | 'write';

/** Repository permissions a job's GITHUB_TOKEN can hold that these endpoints care about. */
export interface JobTokenPermissions {
  readonly actions?: Access;
  readonly contents?: Access;
  readonly checks?: Access;
}

export type TokenSpec =
  /** The job's GITHUB_TOKEN: an installation token limited by `permissions:`. */
  | { readonly kind: 'github-token'; readonly permissions: JobTokenPermissions }
  /** A PAT or GitHub App token of a repository admin; may do everything here. */
  | { readonly kind: 'admin' };

export type TokenKind = TokenSpec['kind'];

export interface IssuedToken {
  readonly value: string;
  readonly spec: TokenSpec;
}

/** A permission an operation needs; "administration" no GITHUB_TOKEN ever has. */
export interface Requirement {
  readonly scope: 'actions' | 'contents' | 'checks' | 'administration';
  readonly level: 'read' | 'write';
}

export type Identification =
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'valid'; readonly token: IssuedToken };

/** Tokens the test handed out; only those authenticate. */
export class TokenRegistry {
  private readonly issued = new Map<string, IssuedToken>();

  issue(spec: TokenSpec): string {
    // GitHub's prefixes: ghs_ for installation tokens (GITHUB_TOKEN), ghp_ for PATs.
    const prefix = spec.kind === 'github-token' ? 'ghs_' : 'ghp_';
    const value = `${prefix}${randomBytes(18).toString('hex').slice(0, 36)}`;
    this.issued.set(value, { value, spec });
    return value;
  }

  /** Reads `Authorization: token X` or `Bearer X`, the two forms GitHub takes. */
  identify(header: string | undefined): Identification {
    if (header === undefined || header.trim() === '') return { kind: 'none' };
    const match = /^(?:token|bearer)\s+(\S+)$/i.exec(header.trim());
    const token = match?.[1] === undefined ? undefined : this.issued.get(match[1]);
    return token ? { kind: 'valid', token } : { kind: 'invalid' };
  }
}

const rank: Record<Access, number> = { none: 0, read: 1, write: 2 };

export function allows(token: IssuedToken, requirement: Requirement): boolean {
  if (token.spec.kind === 'admin') return true;
  if (requirement.scope === 'administration') return false;
  const held = token.spec.permissions[requirement.scope] ?? 'none';
  return rank[held] >= rank[requirement.level];
}

/** The value GitHub puts in x-accepted-github-permissions ("actions=write"). */
export function acceptedPermissions(requirement: Requirement): string {
  return `${requirement.scope}=${requirement.level}`;
}
