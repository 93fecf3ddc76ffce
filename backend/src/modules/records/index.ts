// The records module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { MedicalRecord } from './entities/medical-record.entity.js';
export { cleanFileName } from './file-name.js';
export { FileTooLargeFilter, sendRecord } from './records.controller.js';
export { RecordsModule } from './records.module.js';
export { RecordsService } from './records.service.js';
export { type StagedUpload, StagedUploadsModule } from './staged-upload.js';
