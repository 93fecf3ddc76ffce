import { Migration } from '@mikro-orm/migrations';

/** Email verification, password reset and invitation tokens; TOTP two-factor with recovery codes. */
export class Migration20261121110000_auth extends Migration {
  override up(): void {
    this.addSql(`alter table users
      add column mfa_secret text,
      add column mfa_enabled_at timestamptz,
      add column mfa_last_step bigint,
      add constraint users_mfa_enabled_has_secret check (mfa_enabled_at is null or mfa_secret is not null);`);
    this.addSql(`alter table sessions add column mfa_verified_at timestamptz;`);
    this.addSql(`create table auth_tokens (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      purpose varchar(20) not null check (purpose in ('verify_email', 'password_reset', 'invitation')),
      token_hash char(64) not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      check (expires_at > created_at)
    );`);
    this.addSql(`create index auth_tokens_user_idx on auth_tokens (user_id, purpose) where used_at is null;`);
    this.addSql(`create table mfa_recovery_codes (
      id uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      code_hash char(64) not null,
      created_at timestamptz not null default now(),
      used_at timestamptz,
      unique (user_id, code_hash)
    );`);
  }

  override down(): void {
    this.addSql(`drop table if exists mfa_recovery_codes;`);
    this.addSql(`drop table if exists auth_tokens;`);
    this.addSql(`alter table sessions drop column if exists mfa_verified_at;`);
    this.addSql(
      `alter table users drop constraint if exists users_mfa_enabled_has_secret, drop column if exists mfa_secret, drop column if exists mfa_enabled_at, drop column if exists mfa_last_step;`,
    );
  }
}
