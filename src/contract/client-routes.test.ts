import { describe, expect, it } from 'vitest';
import { CLIENT_PAGES, PAGE_NAMES, titleOfPage } from './client-routes.ts';

describe('a page title', () => {
  it("is form C's product name and 'Afspraak' in Dutch, 'Appointment' in English", () => {
    expect(titleOfPage('multiBikePortal', 'Fiets & Co', 'nl')).toBe('Fiets & Co Afspraak');
    expect(titleOfPage('multiBikePortal', 'Fiets & Co', 'en')).toBe('Fiets & Co Appointment');
  });

  it("is every other page's name, then the product, in the language asked for", () => {
    expect(titleOfPage('wizardPortal', 'Spaak', 'nl')).toBe('Service Aanvraag in Stappen – Spaak');
    expect(titleOfPage('wizardPortal', 'Spaak', 'en')).toBe('Service Request in Steps – Spaak');
    expect(titleOfPage('dashboard', 'Spaak', 'nl')).toBe('Beheerdersdashboard – Spaak');
    expect(titleOfPage('dashboard', 'Spaak', 'en')).toBe('Admin Dashboard – Spaak');
    expect(titleOfPage('adminDenied', 'Spaak', 'en')).toBe('Admin Access Denied – Spaak');
  });

  it('keeps the names the product fixes in their own language: English ones in English, Dutch ones in Dutch', () => {
    expect(PAGE_NAMES.en.adminRequired).toBe('Admin Access Required');
    expect(PAGE_NAMES.en.notFound).toBe('404 Page Not Found');
    expect(PAGE_NAMES.nl.adminDenied).toBe('Admin Toegang Geweigerd');
  });

  it('differs between the languages for every page whose Dutch name is Dutch', () => {
    // Until decision 032's last step the Dutch table shows these two in the product's English.
    const fixedInEnglish = new Set(['adminRequired', 'notFound']);
    const titled = CLIENT_PAGES.filter((page) => !fixedInEnglish.has(page));
    for (const page of titled) {
      expect(titleOfPage(page, 'Spaak', 'en'), page).not.toBe(titleOfPage(page, 'Spaak', 'nl'));
    }
  });
});
