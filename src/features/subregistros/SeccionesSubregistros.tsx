/**
 * Las secciones de la ficha de un cliente o de un cliente potencial con sus registros (teléfonos,
 * direcciones, cuentas bancarias, representantes y estudios financieros): cada registro enlaza a su ficha,
 * y cada sección a su lista ('Ver todos') y al alta ('Añadir …') si el usuario puede.
 */
import { useId } from 'react';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import type { DeclaracionSubregistro, FilaBase } from './declaracion';
import { EnlaceRegistro, EnlaceSubregistros } from './EnlacesDueno';
import { conDeclaracion } from './entidades';
import { NOMBRE_DUENO, TEXTOS_SUBREGISTRO } from './subregistros.labels';
import { TIPOS_SUBREGISTRO, type Dueno } from './tipos';

export function SeccionesSubregistros({ dueno, id }: { dueno: Dueno; id: string }) {
  return (
    <>
      {TIPOS_SUBREGISTRO.map((tipo) => (
        <div key={tipo}>{conDeclaracion(tipo, (d) => <Seccion declaracion={d} dueno={dueno} id={id} />)}</div>
      ))}
    </>
  );
}

function Seccion<F extends FilaBase, K extends string>({ declaracion, dueno, id }: { declaracion: DeclaracionSubregistro<F, K>; dueno: Dueno; id: string }) {
  const { sesion } = useVigia();
  const idTitulo = useId();
  const v = declaracion.variantes[dueno];
  const filas = v.useFilas(id);
  const { tipo } = declaracion;
  const textos = TEXTOS_SUBREGISTRO[tipo];
  if (!puede(sesion.usuario, v.objeto, 'visualizar')) return null;
  return (
    <section className="tarjeta" aria-labelledby={idTitulo}>
      <h2 id={idTitulo}>{textos.plural}</h2>
      {filas !== undefined && filas.length === 0 ? (
        <p className="vacio">{`${NOMBRE_DUENO[dueno].el} ${textos.vacio}`}</p>
      ) : (
        <ul>
          {(filas ?? []).map((f) => (
            <li key={f.id}>
              <EnlaceRegistro dueno={dueno} id={id} tipo={tipo} idregistro={f.id}>
                {declaracion.nombreFila(f)}
              </EnlaceRegistro>
            </li>
          ))}
        </ul>
      )}
      <div className="botonera">
        <EnlaceSubregistros dueno={dueno} id={id} tipo={tipo} className="boton">
          {`Ver ${textos.plural.toLowerCase()}`}
        </EnlaceSubregistros>
        {puede(sesion.usuario, v.objeto, 'insertar') && (
          <EnlaceSubregistros dueno={dueno} id={id} tipo={tipo} alta className="boton">
            {`Añadir ${textos.singular}`}
          </EnlaceSubregistros>
        )}
      </div>
    </section>
  );
}
