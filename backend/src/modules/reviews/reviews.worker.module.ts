import { Module } from '@nestjs/common';
import { systemResolver } from './scraper/guard-proxy.js';
import { ScrapeJobs } from './scraper/scrape.jobs.js';
import { HOST_RESOLVER, ScraperBrowser } from './scraper/scraper-browser.js';

/** Worker side of reviews: the scraper (its browser, the guard proxy and the scrape job). */
@Module({ providers: [ScrapeJobs, ScraperBrowser, { provide: HOST_RESOLVER, useValue: systemResolver }] })
export class ReviewsWorkerModule {}
