// Where the example connects and as whom: the sandbox's demo administrator by default.
// Override with environment variables to point it at your own organisation.
export const config = {
  /** The API base URL (the sandbox that `npm start` runs). */
  baseURL: process.env.VK_API_URL ?? 'http://127.0.0.1:4010/api/',
  email: process.env.VK_EMAIL ?? 'admin@volunteerkit.test',
  password: process.env.VK_PASSWORD ?? 'volunteerkit-demo',
  /** Where the CSV export is written. */
  csvPath: process.env.VK_CSV ?? 'people.csv',
};
