import { Body, Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthContext, ClientOrigin, CurrentAuth, Public, type RequestOrigin } from '../../common/auth.decorators.js';
import { AuthService } from './auth.service.js';
import { SignInDto } from './dto/sign-in.dto.js';
import { SessionService } from './session.service.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
  ) {}

  @Public()
  @Post('sign-in')
  @HttpCode(200)
  async signIn(@Body() body: SignInDto, @ClientOrigin() origin: RequestOrigin, @Res({ passthrough: true }) res: Response) {
    const { token, me } = await this.auth.signIn(body.email, body.password, origin);
    this.sessions.setCookie(res, token);
    return { user: me };
  }

  @Post('sign-out')
  @HttpCode(200)
  async signOut(@CurrentAuth() auth: AuthContext, @ClientOrigin() origin: RequestOrigin, @Res({ passthrough: true }) res: Response) {
    await this.auth.signOut(auth.userId, auth.sessionId, origin);
    this.sessions.clearCookie(res);
    return { ok: true };
  }

  @Get('me')
  me(@CurrentAuth() auth: AuthContext) {
    return this.auth.me(auth.userId);
  }
}
