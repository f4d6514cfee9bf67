import { eq } from 'drizzle-orm';
import { PARAMS, YES } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { brands, companies, systemParameters } from '../../db/schema/index';

export interface CompanyProfile {
  name: string;
  logoLocation: string | null;
  colour: string;
  emailAddress: string;
  phone: string;
  website: string | null;
}

/** The company's default brand, as the profile wizard starts from it. */
export async function defaultBrand(tx: Tx) {
  const [brand] = await tx.select().from(brands).where(eq(brands.isDefault, true)).limit(1);
  return brand ?? null;
}

/**
 * Saves the company profile (ONBOARDING): the company's name, its default brand (logo, colour,
 * contact details) and sets the live parameter ISLIVE to Y for the dataset.
 */
export async function saveCompanyProfile(tx: Tx, companyId: number, profile: CompanyProfile) {
  await tx.update(companies).set({ name: profile.name, updatedAt: new Date().toISOString() }).where(eq(companies.id, companyId));
  const brandValues = {
    name: profile.name,
    colour: profile.colour,
    logoPath: profile.logoLocation,
    emailFrom: profile.emailAddress,
    phone: profile.phone,
    website: profile.website,
  };
  const brand = await defaultBrand(tx);
  if (brand)
    await tx
      .update(brands)
      .set({ ...brandValues, updatedAt: new Date().toISOString() })
      .where(eq(brands.id, brand.id));
  else await tx.insert(brands).values({ ...brandValues, code: 'DEFAULT', isDefault: true });
  const updated = await tx
    .update(systemParameters)
    .set({ parameter: YES, updatedAt: new Date().toISOString() })
    .where(eq(systemParameters.code, PARAMS.isLive))
    .returning({ id: systemParameters.id });
  if (updated.length === 0) {
    await tx.insert(systemParameters).values({ code: PARAMS.isLive, description: 'Company profile set up and live', parameter: YES, parameterType: 'boolean' });
  }
}
