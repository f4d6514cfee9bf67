import { SPECIAL_ACTION_CODES } from '@wattle/contract';
import { pricePlans, productTypes } from '../../../../db/schema/index';
import { defineSection } from '../../section-spec';
import { displayOf } from '../shared';

const p = pricePlans;

/** /maintenance/PRICEPLANS: the price plans; adding and editing open the price plan editor (spec 3 §2.6). */
export const pricePlansSection = defineSection({
  code: 'PRICEPLANS',
  description: 'Price Plans',
  controlType: 'DataGrid',
  keyColumn: 'id',
  fields: [
    { name: 'id', prompt: 'Id', fieldType: 'Hidden' },
    { name: 'code', prompt: 'Code' },
    { name: 'description', prompt: 'Description' },
    { name: 'productTypeId', prompt: 'Product' },
    { name: 'startDate', prompt: 'Start', fieldType: 'Date' },
    { name: 'isTimeOfUse', prompt: 'Time of Use', fieldType: 'YesNo' },
    { name: 'isActive', prompt: 'Active', fieldType: 'YesNo' },
  ],
  actions: [
    { code: SPECIAL_ACTION_CODES.pricePlanAdd, name: 'Add Price Plan', actionType: 'Custom', iconName: 'Add' },
    { code: SPECIAL_ACTION_CODES.pricePlanEdit, name: 'Edit Price Plan', actionType: 'CustomEdit', iconName: 'Edit' },
  ],
  data: {
    table: p,
    key: p.id,
    orderBy: [p.code],
    displays: { productTypeId: displayOf(p.productTypeId, productTypes, productTypes.id, productTypes.description) },
  },
});
