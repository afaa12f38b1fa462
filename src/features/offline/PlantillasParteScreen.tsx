/**
 * /offline/partes/{id}/plantillas-articulos: el formulario declarado de plantilla-formulario.ts: elegir
 * una plantilla de artículos (se ven sus líneas con las existencias del almacén elegido) y un almacén (de
 * entrada la furgoneta), e 'Instalar plantilla': `parteTrabajo.instalarPlantillaSync` con ids nuevos por
 * línea, en el orden de lineasPlantilla (el mismo que usa el mutador). Si algún artículo no llega, lo
 * avisa y pide Confirmación. Debajo, las líneas del parte.
 */
import { useId, useMemo, useState } from 'react';
import { lectorRxdb } from '../../../replication/cliente';
import { lineasPlantilla } from '../../../replication/mutadores/tecnico';
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { TablaHija, type ColumnaTablaHija } from '../../ui/tabla/TablaHija';
import { SIN_DOCUMENTOS, usePorIds } from '../../app/usePorIds';
import { useAlmacenes, useExistencias, type Almacen, type Articulo, type Parte } from './consultas';
import { avisoFaltas, disponibles, faltas } from './existencias';
import { LineasParte, opcionesAlmacen } from './MaterialInstalarScreen';
import { MarcoParteOffline } from './MarcoParteOffline';
import { TITULO_PLANTILLAS_PARTE } from './offline.labels';
import { formularioPlantilla, type ValoresPlantilla } from './plantilla-formulario';
import { textoArticulo } from './SelectorArticulo';

export interface PlantillasParteScreenProps {
  idparte_trabajo: string;
}

export function PlantillasParteScreen({ idparte_trabajo }: PlantillasParteScreenProps) {
  return (
    <MarcoParteOffline idparte_trabajo={idparte_trabajo} titulo={TITULO_PLANTILLAS_PARTE}>
      {(parte) => (
        <>
          <FormularioPlantilla parte={parte} />
          <LineasParte idparte_trabajo={idparte_trabajo} />
        </>
      )}
    </MarcoParteOffline>
  );
}

/** Plantillas activas del dispositivo. */
export const usePlantillas = () => {
  const { db } = useVigia();
  return useRxQuery(() => db.plantillaarticulo.find({ selector: { estado: { $gt: 0 } }, sort: [{ descripcion: 'asc' }] }), [db]).resultado;
};

/** Líneas activas de una plantilla ('' = ninguna). */
export const useLineasPlantilla = (idplantilla: string): readonly DocDe<'lplantillaarticulo'>[] | undefined => {
  const { db } = useVigia();
  const { resultado } = useRxQuery(
    () => (idplantilla === '' ? null : db.lplantillaarticulo.find({ selector: { idplantilla_articulo: { $eq: idplantilla }, estado: { $gt: 0 } } })),
    [db, idplantilla],
  );
  return idplantilla === '' ? [] : resultado;
};

export interface TablaPlantillaProps {
  titulo: string;
  lineas: readonly DocDe<'lplantillaarticulo'>[];
  articulos: ReadonlyMap<string, Articulo>;
  /** Existencias del almacén elegido; sin ellas no hay columna de existencias. */
  existencias: ReadonlyMap<string, number> | null;
}

export function TablaPlantilla({ titulo, lineas, articulos, existencias }: TablaPlantillaProps) {
  const columnas: ColumnaTablaHija<DocDe<'lplantillaarticulo'>>[] = [
    {
      id: 'articulo',
      cabecera: 'Artículo',
      tipo: 'texto',
      valor: (l) => {
        const a = articulos.get(l.idarticulo);
        return a ? textoArticulo(a) : `Artículo ${l.idarticulo} (no descargado)`;
      },
    },
    { id: 'unidades', cabecera: 'Unidades', tipo: 'numero', valor: (l) => l.unidades },
  ];
  if (existencias) columnas.push({ id: 'existencias', cabecera: 'Existencias', tipo: 'numero', valor: (l) => disponibles(existencias, l.idarticulo) });
  return <TablaHija titulo={titulo} columnas={columnas} filas={lineas} claveFila={(l) => l.idlplantilla_articulo} />;
}

function FormularioPlantilla({ parte }: { parte: Parte }) {
  const plantillas = usePlantillas();
  const almacenes = useAlmacenes();
  if (plantillas === undefined || almacenes === undefined) {
    return (
      <p className="cargando" role="status">
        Cargando plantillas…
      </p>
    );
  }
  return <Formulario parte={parte} plantillas={plantillas} almacenes={almacenes.lista} idalmacenInicial={(almacenes.furgoneta ?? almacenes.lista[0])?.idalmacen ?? ''} />;
}

interface FormularioProps {
  parte: Parte;
  plantillas: readonly DocDe<'plantillaarticulo'>[];
  almacenes: readonly Almacen[];
  idalmacenInicial: string;
}

function Formulario({ parte, plantillas, almacenes, idalmacenInicial }: FormularioProps) {
  const { db } = useVigia();
  const id = useId();
  const valores = useMemo<ValoresPlantilla>(() => ({ idplantilla: '', idalmacen: idalmacenInicial }), [idalmacenInicial]);
  // Lo elegido (lo avisa el formulario): las líneas de la plantilla y las existencias del almacén.
  const [{ idplantilla, idalmacen }, setElegidos] = useState(valores);
  const lineas = useLineasPlantilla(idplantilla);
  const existencias = useExistencias(idalmacen);
  const catalogo = usePorIds('articulo', (lineas ?? []).map((l) => l.idarticulo)) ?? SIN_DOCUMENTOS;
  const aviso = lineas && existencias ? avisoFaltas(faltas(lineas, existencias), (ida) => catalogo.get(ida)?.descripcion ?? `Artículo ${ida}`) : null;

  const declaracion = useMemo(
    () =>
      formularioPlantilla({
        db,
        opcionesPlantilla: [{ valor: '', etiqueta: 'Elige una plantilla' }, ...plantillas.map((p) => ({ valor: p.idplantilla_articulo, etiqueta: p.descripcion }))],
        opcionesAlmacen: opcionesAlmacen(almacenes),
        plantillaVacia: (v) => v !== '' && v === idplantilla && lineas !== undefined && lineas.length === 0,
        // Los ids van en el orden en que el mutador recorre las líneas (lineasPlantilla), leído del dispositivo.
        lineasOrdenadas: (v) => lineasPlantilla(lectorRxdb(db), v),
        confirmar: () =>
          aviso === null ? null : (
            <>
              <p>{aviso}</p>
              <p>¿Instalar la plantilla de todos modos?</p>
            </>
          ),
      }),
    [db, plantillas, almacenes, idplantilla, lineas, aviso],
  );

  return (
    <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>Elegir plantilla</h2>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={parte}
        modo="alta"
        alCambiar={(v) => setElegidos((e) => (e.idplantilla === v.idplantilla && e.idalmacen === v.idalmacen ? e : { idplantilla: v.idplantilla, idalmacen: v.idalmacen }))}
        pie={(v) => (
          <>
            {v.idplantilla !== '' && lineas !== undefined && (
              <TablaPlantilla titulo="Artículos de la plantilla" lineas={lineas} articulos={catalogo} existencias={existencias ?? null} />
            )}
            {aviso && (
              <p role="alert" className="alerta alerta-error aviso-existencias">
                {aviso}
              </p>
            )}
          </>
        )}
      />
    </section>
  );
}
