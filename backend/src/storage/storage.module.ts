import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { FileStorage } from './file-storage.js';
import { LocalStore } from './local-store.js';

/** The one `FileStorage` of a process (API or worker), over the store `STORAGE` names. */
@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [AppConfig],
      useFactory: async (config: AppConfig) => {
        if (config.storage === 'local') return new FileStorage(new LocalStore(config.recordsDir), config.encryptionKey);
        // The AWS SDK (a few hundred modules) is loaded only where it is used.
        const { S3Store } = await import('./s3-store.js');
        return new FileStorage(new S3Store(config.s3!), config.encryptionKey);
      },
    },
  ],
  exports: [FileStorage],
})
export class StorageModule {}
