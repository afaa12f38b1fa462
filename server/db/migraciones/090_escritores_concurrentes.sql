-- Escritores concurrentes (decisión 39): una escritura ya no toma el cerrojo global ni un número de
-- cambio_seq. Anota su fila en `cambio` sin seq (null) y, después de confirmarse, el sellador
-- (server/sync/sellador.ts) le pone el siguiente número, con su propio cerrojo y solo a filas ya
-- confirmadas: el orden de seq es el orden en que se sellan, que sigue al de commit, así que paginar
-- `seq > checkpoint` nunca se salta un cambio que se confirme más tarde.
-- `orden` identifica la fila mientras no tiene seq. Las tablas de documentos cambian su columna seq por
-- `escrito`, la transacción que escribió la versión actual: la foto de la primera descarga manda solo lo
-- confirmado antes de empezar (pg_visible_in_snapshot) y lo demás llega después por el registro.
alter table cambio drop constraint cambio_pkey;
alter table cambio alter column seq drop not null;
alter table cambio add column orden bigint generated always as identity primary key;
create unique index cambio_por_seq on cambio (seq);
create index cambio_sin_sellar on cambio (orden) where seq is null;

do $$
declare t text;
begin
  for t in
    select c.table_name from information_schema.columns c
    where c.table_schema = current_schema() and c.column_name = 'seq' and c.table_name <> 'cambio'
      and exists (select 1 from information_schema.columns a where a.table_schema = c.table_schema and a.table_name = c.table_name and a.column_name = 'ambito')
  loop
    execute format('alter table %I drop column seq, add column escrito xid8 not null default pg_current_xact_id()', t);
  end loop;
end $$;
