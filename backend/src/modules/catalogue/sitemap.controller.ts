import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SitemapService } from './sitemap.service.js';

/** Served at `/sitemap.xml` and `/robots.txt` too: the web handler passes those paths here. */
@ApiExcludeController()
@Controller()
export class SitemapController {
  constructor(private readonly sitemaps: SitemapService) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap() {
    return this.sitemaps.sitemap();
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots() {
    return this.sitemaps.robots();
  }
}
