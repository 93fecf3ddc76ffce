// The auth module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { accountEmailPayload } from './account-emails.js';
export { AuthTokensService } from './auth-tokens.service.js';
export { AuthModule } from './auth.module.js';
export { PasswordDto, TokenDto } from './dto/auth.dto.js';
export { verifyPassword } from './password.js';
export { hashToken } from './session-token.js';
export { SessionService } from './session.service.js';
