/**
 * /offline/partes/{id}/plantillas-articulos: elegir una plantilla de artículos (se ven sus líneas con
 * las existencias del almacén elegido) y un almacén (de entrada la furgoneta), e 'Instalar plantilla':
 * `parteTrabajo.instalarPlantillaSync` con ids nuevos por línea, en el orden de lineasPlantilla (el mismo
 * que usa el mutador). Si algún artículo no llega, lo avisa y pide Confirmación.
 */
import { useId, useMemo, useState } from 'react';
import { lectorRxdb } from '../../../replication/cliente/tx-rxdb';
import { lineasPlantilla } from '../../../replication/mutadores-tecnico';
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { DialogoConfirmacion } from '../../ui/DialogoConfirmacion';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';
import { CampoSeleccion } from '../../ui/formulario/campos';
import { useSnackbar } from '../../ui/Snackbar';
import { formatearUnidades } from '../ordenes/TablaLineas';
import { porId, useAlmacenes, useArticulos, useExistencias, type Articulo, type Parte } from './consultas';
import { avisoFaltas, disponibles, faltas } from './existencias';
import { idsInstalacion } from './instalar-formulario';
import { LineasParte, opcionesAlmacen } from './MaterialInstalarScreen';
import { MarcoParteOffline } from './MarcoParteOffline';
import { TITULO_PLANTILLAS_PARTE } from './offline.labels';
import { textoArticulo } from './SelectorArticulo';

export interface PlantillasParteScreenProps {
  idparte_trabajo: string;
}

export const PLANTILLA_INSTALADA = 'Plantilla instalada';

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
  return (
    <div className="tabla-desplazable" tabIndex={0} role="region" aria-label={`Tabla: ${titulo}`}>
      <table className="tabla-datos">
        <caption className="solo-lectores">{titulo}</caption>
        <thead>
          <tr>
            <th scope="col">Artículo</th>
            <th scope="col" className="numerica">
              Unidades
            </th>
            {existencias && (
              <th scope="col" className="numerica">
                Existencias
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {lineas.map((l) => {
            const a = articulos.get(l.idarticulo);
            return (
              <tr key={l.idlplantilla_articulo}>
                <td>{a ? textoArticulo(a) : `Artículo ${l.idarticulo} (no descargado)`}</td>
                <td className="numerica">{formatearUnidades(l.unidades)}</td>
                {existencias && <td className="numerica">{formatearUnidades(disponibles(existencias, l.idarticulo))}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function FormularioPlantilla({ parte }: { parte: Parte }) {
  const { db } = useVigia();
  const { mostrar } = useSnackbar();
  const id = useId();
  const plantillas = usePlantillas();
  const almacenes = useAlmacenes();
  const articulos = useArticulos();
  const catalogo = useMemo(() => porId(articulos), [articulos]);
  const [idplantilla, setIdplantilla] = useState('');
  const [idalmacenElegido, setIdalmacen] = useState<string | null>(null);
  const idalmacen = idalmacenElegido ?? almacenes?.furgoneta?.idalmacen ?? almacenes?.lista[0]?.idalmacen ?? '';
  const lineas = useLineasPlantilla(idplantilla);
  const existencias = useExistencias(idalmacen);
  const [guardando, setGuardando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState<string | null>(null);

  if (plantillas === undefined || almacenes === undefined) {
    return (
      <p className="cargando" role="status">
        Cargando plantillas…
      </p>
    );
  }

  const aviso = lineas && existencias ? avisoFaltas(faltas(lineas, existencias), (ida) => catalogo.get(ida)?.descripcion ?? `Artículo ${ida}`) : null;

  const instalar = async () => {
    setConfirmar(null);
    setGuardando(true);
    setError(null);
    try {
      // Los ids van en el orden en que el mutador recorre las líneas (lineasPlantilla), leído del dispositivo.
      const ordenadas = await lineasPlantilla(lectorRxdb(db), idplantilla);
      const conSistema = parte.idsistema !== null && parte.idsistema !== undefined;
      await db.mutate('parteTrabajo.instalarPlantillaSync', {
        idparte_trabajo: parte.idparte_trabajo,
        idplantilla_articulo: idplantilla,
        idalmacen,
        lineas: ordenadas.map(() => idsInstalacion(conSistema, () => crypto.randomUUID())),
      });
      mostrar({ mensaje: PLANTILLA_INSTALADA });
      setIdplantilla('');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setGuardando(false);
    }
  };

  return (
    <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>Elegir plantilla</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (idplantilla === '') {
            setError('Elige una plantilla');
            return;
          }
          if (lineas && lineas.length === 0) {
            setError('La plantilla no tiene artículos');
            return;
          }
          if (aviso) setConfirmar(aviso);
          else void instalar();
        }}
      >
        <CampoSeleccion
          etiqueta="Plantilla"
          requerido
          valor={idplantilla}
          opciones={[{ valor: '', etiqueta: 'Elige una plantilla' }, ...plantillas.map((p) => ({ valor: p.idplantilla_articulo, etiqueta: p.descripcion }))]}
          alCambiar={(v) => {
            setIdplantilla(v);
            setError(null);
          }}
        />
        <CampoSeleccion etiqueta="Almacén" requerido valor={idalmacen} opciones={opcionesAlmacen(almacenes.lista)} alCambiar={setIdalmacen} />
        {idplantilla !== '' && lineas !== undefined && (
          <TablaPlantilla titulo="Artículos de la plantilla" lineas={lineas} articulos={catalogo} existencias={existencias ?? null} />
        )}
        {aviso && (
          <p role="alert" className="alerta alerta-error aviso-existencias">
            {aviso}
          </p>
        )}
        <AvisosFormulario errorGuardar={error} mostrarRevision={false} />
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={guardando} aria-busy={guardando}>
            Instalar plantilla
          </button>
        </div>
      </form>
      <DialogoConfirmacion abierto={confirmar !== null} ocupado={guardando} alCancelar={() => setConfirmar(null)} alAceptar={() => void instalar()}>
        <p>{confirmar}</p>
        <p>¿Instalar la plantilla de todos modos?</p>
      </DialogoConfirmacion>
    </section>
  );
}
