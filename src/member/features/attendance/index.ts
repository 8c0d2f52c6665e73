/** The attendance area (§2 /member/attendendance, mobile /member/attendance). */
export { AttendancePage } from './AttendancePage';
export { CheckInPanel } from './CheckInPanel';
