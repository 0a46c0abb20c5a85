import path from 'node:path'
import { env } from '../env'

/** What a backup holds and a restore writes: the database and the folders of uploaded files. */
export interface Places {
  varDir: string
  /** The embedded database's folder (used when databaseUrl is unset). */
  dataDir: string
  /** A PostgreSQL server database; the embedded database when unset. */
  databaseUrl?: string
  /** The upload folders, by their name in the archive. Media in S3 are not among them. */
  folders: { name: string; dir: string }[]
  /** Where the generated Payload secret lives when PAYLOAD_SECRET is unset. */
  secretFile: string
  /** The bucket holding the media when they are in S3 (backed up by the storage's own means). */
  s3Bucket?: string
}

/** The places of this installation, from its settings (the upload collections store files in the same folders). */
export function placesFromEnv(): Places {
  const settings = env()
  const s3Bucket = settings.s3?.bucket
  return {
    varDir: settings.varDir,
    dataDir: path.join(settings.varDir, 'pgdata'),
    // The launcher sets DB_EMBEDDED with the URL of its own socket: that is the embedded database.
    databaseUrl: settings.DB_EMBEDDED === '1' ? undefined : settings.DATABASE_URL,
    folders: [
      ...(s3Bucket ? [] : [{ name: 'media', dir: settings.mediaDir }]),
      { name: 'documents', dir: settings.documentsDir },
    ],
    secretFile: path.join(settings.varDir, 'payload-secret'),
    s3Bucket,
  }
}
