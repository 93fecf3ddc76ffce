import { Module } from '@nestjs/common';
import { OutboundModule } from '../../common/outbound/outbound.module.js';
import { BookingReviewEffects } from './booking-effects.js';
import { ReviewJobs } from './reviews.jobs.js';
import { ScrapeJobs } from './scraper/scrape.jobs.js';
import { ScraperBrowser } from './scraper/scraper-browser.js';

/** Worker side of reviews: the scraper (its browser, the guard proxy and the scrape job), and verified reviews' invitations. */
@Module({ imports: [OutboundModule], providers: [ScrapeJobs, ScraperBrowser, ReviewJobs, BookingReviewEffects] })
export class ReviewsWorkerModule {}
