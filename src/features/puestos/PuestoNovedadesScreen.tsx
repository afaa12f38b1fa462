/**
 * Partes de novedad de un puesto (/puestos-servicio/{id}/novedades): del más reciente al más antiguo
 * (número, fecha, título, gravedad y vigilante), cada uno con enlace a su ficha; de 50 en 50 con 'Ver más'.
 * Debajo, el pie de la historia (HistorialAnterior): para la oficina los partes de novedad son bajo demanda
 * (decisión 82), así que abrir esta pantalla los suscribe como la lista, y sin conexión dice lo que falta.
 */
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { usePorIds } from '../../app/usePorIds';
import { HistorialAnterior } from '../../ui/lista/HistorialAnterior';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { usePartesPuesto, type ParteNovedad, type Puesto } from './consultas';
import { MarcoPuesto } from './MarcoPuesto';
import { TEXTOS_NOVEDADES as T, TEXTOS_PUESTOS } from './puestos.labels';

const PAGINA = 50;

export function PuestoNovedadesScreen({ idpuesto_servicio }: { idpuesto_servicio: string }) {
  return <MarcoPuesto idpuesto_servicio={idpuesto_servicio} titulo={T.titulo}>{(p) => <Novedades puesto={p} />}</MarcoPuesto>;
}

function Novedades({ puesto }: { puesto: Puesto }) {
  const [limite, setLimite] = useState(PAGINA);
  const partes = usePartesPuesto(puesto.idpuesto_servicio, limite + 1);
  const visibles = useMemo(() => (partes ?? []).slice(0, limite), [partes, limite]);
  const vigilantes = usePorIds('vigilante', visibles.map((p) => p.idvigilante));
  const columnas = useMemo<readonly ColumnaTablaHija<ParteNovedad>[]>(
    () => [
      {
        id: 'numero',
        cabecera: T.numero,
        tipo: 'codigo',
        cabeceraFila: true,
        valor: (p) => p.numero,
        celda: (p) => (
          <Link to="/partes-novedad/$idparte_novedad" params={{ idparte_novedad: p.idparte_novedad }}>
            {p.numero}
          </Link>
        ),
      },
      { id: 'fecha', cabecera: T.fecha, tipo: 'fechaHora', valor: (p) => p.fecha },
      { id: 'titulo', cabecera: T.titulo_parte, tipo: 'texto', valor: (p) => p.titulo },
      { id: 'gravedad', cabecera: T.gravedad, tipo: 'texto', valor: (p) => T.gravedades[p.gravedad] },
      { id: 'vigilante', cabecera: T.vigilante, tipo: 'texto', valor: (p) => vigilantes?.get(p.idvigilante)?.nombre ?? '' },
    ],
    [vigilantes],
  );
  if (partes === undefined) return <p role="status">{TEXTOS_PUESTOS.cargando}</p>;
  return (
    <>
      <TablaHija titulo={T.tabla} columnas={columnas} filas={visibles} claveFila={(p) => p.idparte_novedad} atributosFila={() => ({ 'data-testid': 'parte-novedad' })} vacio={T.vacio} />
      {partes.length > limite && (
        <div className="botonera">
          <button type="button" className="boton" onClick={() => setLimite((l) => l + PAGINA)}>
            {T.mas}
          </button>
        </div>
      )}
      <HistorialAnterior coleccion={(db) => db.partenovedad} />
    </>
  );
}
