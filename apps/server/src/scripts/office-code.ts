// The current authenticator code of a demo staff member, for development:
//   npm run office:code -- support@office.example
// Without an email it lists every demo member's code. Never in production (demo staff exist only outside it).
import { generate } from 'otplib';
import { parseConfig } from '../config.ts';
import { demoStaff, hasDemoStaff } from '../seed/staff.seed.ts';

const config = parseConfig(process.env);
if (!hasDemoStaff(config)) {
  console.error('office:code is for development: there are no demo staff in production.');
  process.exit(1);
}
const wanted = process.argv[2]?.trim().toLowerCase();
const members = wanted ? demoStaff.filter((m) => m.email === wanted) : demoStaff;
if (members.length === 0) {
  console.error(`${wanted} is not a demo staff member. Demo staff: ${demoStaff.map((m) => m.email).join(', ')}`);
  process.exit(1);
}
const epoch = Math.floor(Date.now() / 1000);
const left = 30 - (epoch % 30);
for (const member of members)
  console.log(`${member.email.padEnd(28)}${await generate({ secret: member.totpSecret, epoch })}`);
console.log(`(good for ${left} more second${left === 1 ? '' : 's'}; each code signs in once)`);
