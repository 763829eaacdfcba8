/** A period in days as a person says it: « 30 jours », « 1 an », « 2 ans », « 1 jour ». */
export function daysText(days: number): string {
  if (days >= 365 && days % 365 === 0) {
    const years = days / 365;
    return years === 1 ? '1 an' : `${years} ans`;
  }
  return days === 1 ? '1 jour' : `${days} jours`;
}

/** A period in hours: « 24 heures », « 1 heure ». */
export function hoursText(hours: number): string {
  return hours === 1 ? '1 heure' : `${hours} heures`;
}
