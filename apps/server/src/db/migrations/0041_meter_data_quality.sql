-- The quality a meter data provider gives a day of interval reads (NEM12 300/400 records), kept to the daily read's read_type.
ALTER TABLE "meter_read_imports" ADD COLUMN "read_type" text;
