import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Answers } from '../../openapi/answers.js';
import { AllowMfaPending, type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { AuthService, RESET_REQUESTED, SIGN_IN_LINK_REQUESTED, SIGN_UP_DONE, type SignInResult } from './auth.service.js';
import {
  ChangePasswordDto,
  CurrencyDto,
  EmailDto,
  LanguageDto,
  MfaCodeDto,
  ResetPasswordDto,
  SignInDto,
  SignUpDto,
  TokenDto,
} from './dto/auth.dto.js';
import { MfaService } from './mfa.service.js';
import { readCookie, SessionService } from './session.service.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly mfa: MfaService,
    private readonly sessions: SessionService,
  ) {}

  @Limit('signUp')
  @Answers('Notice')
  @Post('sign-up')
  async signUp(@Body() body: SignUpDto) {
    await this.auth.signUp(body);
    return { message: SIGN_UP_DONE };
  }

  @Answers('Notice')
  @Post('verify-email')
  @HttpCode(200)
  async verifyEmail(@Body() body: TokenDto) {
    await this.auth.verifyEmail(body.token);
    return { message: 'Your email has been verified. You can now sign in.' };
  }

  @Answers('SignIn')
  @Post('sign-in')
  @HttpCode(200)
  async signIn(@Body() body: SignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const previous = readCookie(req.headers.cookie, this.sessions.cookieName);
    return this.answerSignIn(await this.auth.signIn(body.email, body.password, previous, body.keepAccount), res);
  }

  /** Emails a single-use sign-in link (the same answer whether or not the email has an account). */
  @Limit('signInLink')
  @Answers('Notice')
  @Post('sign-in-link/request')
  @HttpCode(200)
  async requestSignInLink(@Body() body: EmailDto) {
    await this.auth.requestSignInLink(body.email);
    return { message: SIGN_IN_LINK_REQUESTED };
  }

  /**
   * Signs in with the emailed link's token, posted by the page the link opens (a click: mail scanners
   * that open links do not use it up). Answers like a password sign-in: the second factor may follow.
   */
  @Answers('SignIn')
  @Post('sign-in-link/confirm')
  @HttpCode(200)
  async signInWithLink(@Body() body: TokenDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const previous = readCookie(req.headers.cookie, this.sessions.cookieName);
    return this.answerSignIn(await this.auth.signInWithLink(body.token, previous), res);
  }

  @AllowMfaPending()
  @Answers('SignedIn')
  @Post('mfa/verify')
  @HttpCode(200)
  async verifyMfa(@Body() body: MfaCodeDto, @CurrentAuth() auth: AuthContext) {
    return { user: await this.mfa.verify(auth.userId, auth.sessionId, body.code) };
  }

  @AllowMfaPending()
  @Answers('SignedOut')
  @Post('sign-out')
  @HttpCode(200)
  async signOut(@CurrentAuth() auth: AuthContext, @Res({ passthrough: true }) res: Response) {
    await this.auth.signOut(auth.userId, auth.sessionId);
    this.sessions.clearCookie(res);
    return { ok: true as const };
  }

  @Answers('SignedOut')
  @Post('sign-out-everywhere')
  @HttpCode(200)
  async signOutEverywhere(@CurrentAuth() auth: AuthContext, @Res({ passthrough: true }) res: Response) {
    await this.auth.signOutEverywhere(auth.userId);
    this.sessions.clearCookie(res);
    return { ok: true as const };
  }

  @Answers('Me')
  @Get('me')
  me(@CurrentAuth() auth: AuthContext) {
    return this.auth.me(auth.userId, !auth.mfaPending);
  }

  @Limit('passwordReset')
  @Answers('Notice')
  @Post('password-reset/request')
  @HttpCode(200)
  async requestPasswordReset(@Body() body: EmailDto) {
    await this.auth.requestPasswordReset(body.email);
    return { message: RESET_REQUESTED };
  }

  @Answers('Notice')
  @Post('password-reset/confirm')
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordDto) {
    await this.auth.resetPassword(body.token, body.password);
    return { message: 'Your password has been changed. Please sign in.' };
  }

  @Answers('Notice')
  @Post('invitation/accept')
  @HttpCode(200)
  async acceptInvitation(@Body() body: ResetPasswordDto) {
    await this.auth.acceptInvitation(body.token, body.password);
    return { message: 'Your password is set. You can now sign in.' };
  }

  @Answers('Notice')
  @Post('change-password')
  @HttpCode(200)
  async changePassword(@Body() body: ChangePasswordDto, @CurrentAuth() auth: AuthContext) {
    await this.auth.changePassword(auth.userId, auth.sessionId, body);
    return { message: 'Your password has been changed. Your other sessions have been signed out.' };
  }

  /** The language the signed-in patient chose in the site's switcher: their emails follow it. */
  @Answers('Notice')
  @Post('language')
  @HttpCode(200)
  async setLanguage(@Body() body: LanguageDto, @CurrentAuth() auth: AuthContext) {
    await this.auth.setLanguage(auth.userId, body.language);
    return { message: 'Your language is saved.' };
  }

  /** The currency the signed-in patient chose in the site's header: their next quotes keep its rate. */
  @Answers('Notice')
  @Post('currency')
  @HttpCode(200)
  async setCurrency(@Body() body: CurrencyDto, @CurrentAuth() auth: AuthContext) {
    await this.auth.setCurrency(auth.userId, body.currency);
    return { message: 'Your currency is saved.' };
  }

  @Answers('MfaEnrollment')
  @Post('mfa/enroll')
  @HttpCode(200)
  enrollMfa(@CurrentAuth() auth: AuthContext) {
    return this.mfa.enroll(auth.userId);
  }

  @Answers('RecoveryCodes')
  @Post('mfa/enroll/confirm')
  @HttpCode(200)
  async confirmMfa(@Body() body: MfaCodeDto, @CurrentAuth() auth: AuthContext) {
    return { recoveryCodes: await this.mfa.confirmEnrollment(auth.userId, auth.sessionId, body.code) };
  }

  @Answers('SignedOut')
  @Post('mfa/disable')
  @HttpCode(200)
  async disableMfa(@Body() body: MfaCodeDto, @CurrentAuth() auth: AuthContext) {
    await this.mfa.disable(auth.userId, auth.sessionId, body.code);
    return { ok: true as const };
  }

  /** The new session's cookie, and who signed in or that the second factor is due. */
  private answerSignIn(result: SignInResult, res: Response) {
    this.sessions.setCookie(res, result.token, result.expiresAt);
    return 'me' in result ? { user: result.me } : { mfaRequired: true as const };
  }
}
