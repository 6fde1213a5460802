import { ObjectId } from 'mongodb';
import { loadEnv } from '../env';
import { openMongoPort } from './mongo';
import { describePortContract } from './port.contract';
import { describeFilesContract } from './port.files-contract';

// Included by vitest.config.ts only when MONGODB_URI is set.
const uri = loadEnv().MONGODB_URI as string;

const fixture = async () => {
  const dbName = `petpal_contract_${new ObjectId().toHexString()}`;
  return {
    open: () => openMongoPort({ uri, dbName }),
    destroy: async () => {
      const db = await openMongoPort({ uri, dbName });
      await db.dropDatabase();
      await db.close();
    },
  };
};

describePortContract('mongodb', fixture);
describeFilesContract('mongodb', fixture);
