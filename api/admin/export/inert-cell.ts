// A cell that a spreadsheet would read as a formula (= + - @, or a leading tab or carriage return)
// is written with a leading apostrophe, so it stays text (OWASP's CSV injection advice).
const formulaStart = /^[=+\-@\t\r]/;

export const inertCell = (value: string) => (formulaStart.test(value) ? `'${value}` : value);
