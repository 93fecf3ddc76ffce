import { Module } from '@nestjs/common';
import { HOST_RESOLVER, systemResolver } from './target-guard.js';

/** The worker's way out: the resolver its target guards use (tests override HOST_RESOLVER with their own). */
@Module({ providers: [{ provide: HOST_RESOLVER, useValue: systemResolver }], exports: [HOST_RESOLVER] })
export class OutboundModule {}
