import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ProfileAdminController } from './profile.admin.controller.js';
import { UsersAdminController } from './users.admin.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [AuthModule],
  controllers: [UsersAdminController, ProfileAdminController],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
