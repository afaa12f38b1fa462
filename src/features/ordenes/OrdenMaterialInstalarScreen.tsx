/**
 * Material a instalar de una orden: lo presupuestado en sus líneas frente a lo instalado en las líneas de
 * sus partes no anulados (mismo artículo), calculado por material-instalar.ts. Dos tablas: lo que falta
 * por instalar y lo ya instalado; una línea a medias aparece en las dos. Es reactivo: una línea de parte
 * nueva (en esta pestaña, en otra o descargada) mueve las unidades al momento.
 */
import { useId, useMemo } from 'react';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import type { DocumentoDe } from '../../ui/documento/useDocumento';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { calcularMaterialInstalar, resumenMaterial, separarMaterial, type MaterialInstalar } from './material-instalar';
import { CabeceraOrden, DocumentoOrden } from './orden-comun';
import { etiquetasEstadoMaterial, TITULO_INSTALADO, TITULO_MATERIAL_INSTALAR, TITULO_POR_INSTALAR } from './ordenes.labels';
import { formatearUnidades, useCodigosArticulo } from './TablaLineas';

export interface OrdenMaterialInstalarScreenProps {
  idorden_trabajo: string;
}

export function OrdenMaterialInstalarScreen({ idorden_trabajo }: OrdenMaterialInstalarScreenProps) {
  return <DocumentoOrden idorden_trabajo={idorden_trabajo}>{(orden) => <MaterialInstalarOrden orden={orden} />}</DocumentoOrden>;
}

function MaterialInstalarOrden({ orden }: { orden: DocumentoDe<'ordentrabajo'> }) {
  const { db } = useVigia();
  const { idorden_trabajo } = orden;
  const { resultado: lineasOrden } = useRxQuery(() => db.lordentrabajo.find({ selector: { idorden_trabajo: { $eq: idorden_trabajo } } }), [db, idorden_trabajo]);
  const { resultado: partes } = useRxQuery(() => db.partetrabajo.find({ selector: { idorden_trabajo: { $eq: idorden_trabajo }, estado: { $gt: 0 } } }), [db, idorden_trabajo]);
  const idsPartes = useMemo(() => (partes ?? []).map((p) => p.idparte_trabajo).sort().join(','), [partes]);
  const { resultado: lineasPartes } = useRxQuery(
    () => (idsPartes === '' ? null : db.lpartetrabajo.find({ selector: { idparte_trabajo: { $in: idsPartes.split(',') } } })),
    [db, idsPartes],
  );
  const material = useMemo(() => calcularMaterialInstalar(lineasOrden ?? [], idsPartes === '' ? [] : (lineasPartes ?? [])), [lineasOrden, lineasPartes, idsPartes]);
  const { porInstalar, instalado } = separarMaterial(material);
  const codigos = useCodigosArticulo(material.map((m) => m.idarticulo));

  const listo = lineasOrden !== undefined && partes !== undefined && (idsPartes === '' || lineasPartes !== undefined);

  return (
    <div className="pantalla">
      <CabeceraOrden titulo={TITULO_MATERIAL_INSTALAR} orden={orden} />
      {!listo ? (
        <p className="cargando" role="status">
          Cargando material…
        </p>
      ) : material.length === 0 ? (
        <p className="vacio">La orden no tiene material presupuestado</p>
      ) : (
        <>
          <p role="status">{resumenMaterial(material)}</p>
          <TablaMaterial titulo={TITULO_POR_INSTALAR} vacio="No queda nada por instalar" filas={porInstalar} codigos={codigos} />
          <TablaMaterial titulo={TITULO_INSTALADO} vacio="Aún no se ha instalado nada" filas={instalado} codigos={codigos} />
        </>
      )}
    </div>
  );
}

interface TablaMaterialProps {
  titulo: string;
  vacio: string;
  filas: readonly MaterialInstalar[];
  codigos: ReadonlyMap<string, string>;
}

const columnasMaterial = (codigos: ReadonlyMap<string, string>): readonly ColumnaTablaHija<MaterialInstalar>[] => [
  {
    id: 'articulo',
    cabecera: 'Artículo',
    tipo: 'texto',
    valor: (m) => {
      const codigo = codigos.get(m.idarticulo);
      return codigo ? `${codigo} · ${m.descripcion}` : m.descripcion;
    },
  },
  { id: 'previstas', cabecera: 'Previstas', tipo: 'numero', valor: (m) => m.previstas },
  {
    id: 'instaladas',
    cabecera: 'Instaladas',
    tipo: 'numero',
    valor: (m) => m.instaladas,
    celda: (m) => `${formatearUnidades(m.instaladas)}${m.excedente > 0 ? ` (+${formatearUnidades(m.excedente)})` : ''}`,
  },
  { id: 'pendientes', cabecera: 'Pendientes', tipo: 'numero', valor: (m) => m.pendientes },
  { id: 'estado', cabecera: 'Estado', tipo: 'texto', valor: (m) => etiquetasEstadoMaterial[m.estado] },
];

function TablaMaterial({ titulo, vacio, filas, codigos }: TablaMaterialProps) {
  const id = useId();
  const columnas = useMemo(() => columnasMaterial(codigos), [codigos]);
  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      <TablaHija titulo={titulo} vacio={vacio} columnas={columnas} filas={filas} claveFila={(m) => m.idlorden_trabajo} atributosFila={(m) => ({ 'data-testid': 'material', 'data-idarticulo': m.idarticulo })} />
    </section>
  );
}
