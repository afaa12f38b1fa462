-- Issue 32 (decisión 92): la foto de quien lo ve todo (ámbito 'todo', sin etiquetas que buscar en el índice
-- GIN de `ambito`) filtraba cada fila por sus etiquetas: lo abierto (una etiqueta sin mes, o ninguna) y la
-- historia de los meses de su ventana. En las tablas de historia eso es recorrerlas enteras (2,5 millones de
-- lecturas de ronda a escala 100 × 3 años para no devolver ninguna). Dos funciones inmutables dicen lo
-- mismo que ese filtro y dos índices por tabla lo responden sin recorrerla: lo abierto, un índice parcial por
-- la clave; los meses, un GIN sobre los meses de sus etiquetas. El registro de cambios (`cambio`) no los lleva:
-- se lee por `seq`.
create function vigia_abierto(a text[]) returns boolean language sql immutable parallel safe as
  $$ select cardinality(a) = 0 or exists (select 1 from unnest(a) e where e !~ '@[0-9]{4}-[0-9]{2}$') $$;
create function vigia_meses(a text[]) returns text[] language sql immutable parallel safe as
  $$ select coalesce(array_agg(distinct right(e, 7)), '{}') from unnest(a) e where e ~ '@[0-9]{4}-[0-9]{2}$' $$;
do $$
declare t text;
begin
  for t in
    select c.table_name from information_schema.columns c
    where c.table_schema = current_schema() and c.column_name = 'ambito' and c.table_name <> 'cambio'
    order by 1
  loop
    execute format('create index %I on %I (id) where vigia_abierto(ambito)', t || '_abierto', t);
    execute format('create index %I on %I using gin (vigia_meses(ambito))', t || '_meses', t);
  end loop;
end $$;
