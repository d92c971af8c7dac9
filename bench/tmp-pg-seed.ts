import { createBenchProject } from './api.js';
await createBenchProject('/tmp/benchq-data', {
  type: 'postgres', host: '127.0.0.1', port: 5432, name: 'benchq', username: 'postgres', password: '',
} as never);
console.log('seeded');
