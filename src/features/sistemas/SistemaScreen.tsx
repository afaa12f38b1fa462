/**
 * Ficha de un sistema (/sistemas/{idsistema}): sus datos (TarjetaEntidad), los enlaces que el usuario
 * puede abrir (EnlaceGuardado: 'Modificar', avisos, operaciones, ficheros), las subpantallas (órdenes, datos, revisiones, vías, cuotas, subsistemas, teléfonos), los avisos
 * al cliente, sus planos (ficheros de imagen del sistema, idtabla 96) y el material instalado.
 */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { entidades } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { EnlaceGuardado } from '../../ui/enlace/EnlaceGuardado';
import { AvisoDelPadre, useDelPadre } from '../../ui/lista/DelPadre';
import { TablaHija } from '../../ui/tabla/TablaHija';
import { MarcoSistema, NavegacionSistema, type Sistema } from './MarcoSistema';
import { esImagen } from './plano';
import { etiquetaEstadoSistema, etiquetasSistema, etiquetasTipoSistema, TEXTOS_SISTEMAS as T } from './sistemas.labels';
import '../ordenes/ordenes.css';
import { BarraSubpaginas } from '../../ui/marco/BarraSubpaginas';

export interface SistemaScreenProps {
  idsistema: string;
}

/** idtabla de sistema (especificación, sección 3): ficheros y datos personalizados. */
export const IDTABLA_SISTEMA = entidades.sistema.idtabla;

/** Los datos del sistema en su ficha; el cliente (con su enlace) y la dirección llegan de fuera. */
export const tarjetaSistema = tarjetaDe('sistema', etiquetasSistema, [
  { campo: 'numero' },
  { campo: 'descripcion' },
  { campo: 'tipo', valor: (s) => etiquetasTipoSistema[s.tipo] },
  { externo: 'cliente' },
  { externo: 'direccion' },
  { campo: 'observaciones', ancho: true },
  { campo: 'estado', valor: (s) => etiquetaEstadoSistema(s.estado) },
]);

export function SistemaScreen({ idsistema }: SistemaScreenProps) {
  return <MarcoSistema idsistema={idsistema}>{(s) => <ContenidoSistema sistema={s} />}</MarcoSistema>;
}

function ContenidoSistema({ sistema }: { sistema: Sistema }) {
  const { db } = useVigia();
  const { idsistema, idcliente, iddireccion } = sistema;
  const { resultado: cliente } = useRxQuery(() => db.cliente.findOne(idcliente), [db, idcliente]);
  const { resultado: direccion } = useRxQuery(() => (iddireccion ? db.direccion.findOne(iddireccion) : null), [db, iddireccion]);
  const { resultado: ficheros } = useRxQuery(() => db.fichero.find({ selector: { id: { $eq: idsistema }, idtabla: { $eq: IDTABLA_SISTEMA } } }), [db, idsistema]);
  const { resultado: material } = useRxQuery(() => db.materialsistema.find({ selector: { idsistema: { $eq: idsistema } } }), [db, idsistema]);
  // Para la oficina y la delegación, el material es bajo demanda por sistema (decisión 90): abrir la ficha lo trae.
  const delPadre = useDelPadre('materialsistema', idsistema);
  const idPlanos = useId();
  const idMaterial = useId();
  const planos = (ficheros ?? []).filter((f) => f.estado > 0 && esImagen(f.tipo));
  const instalado = (material ?? []).filter((m) => m.estado > 0);

  return (
    <>
      <TarjetaEntidad
        declaracion={tarjetaSistema}
        doc={sistema}
        titulo={T.datos}
        externos={{
          cliente: cliente ? (
            <EnlaceGuardado to="/clientes/$idcliente" params={{ idcliente }} siNoPuede="texto">
              {cliente.nombre}
            </EnlaceGuardado>
          ) : null,
          direccion: direccion ? `${direccion.direccion}, ${direccion.cp} ${direccion.poblacion}` : null,
        }}
      />

      <BarraSubpaginas etiqueta={T.enlaces} coleccion="sistema" id={idsistema} ficheros={T.ficheros} datos={false}>
        <EnlaceGuardado to="/sistemas/$idsistema/edit" params={{ idsistema }} className="boton boton-primario">
          {T.modificar}
        </EnlaceGuardado>
        <EnlaceGuardado to="/clienteavisos/$idcliente/$idsistema" params={{ idcliente, idsistema }} className="boton">
          {T.avisos}
        </EnlaceGuardado>
        <EnlaceGuardado to="/sistemas/$idsistema/operaciones" params={{ idsistema }} className="boton">
          {T.operaciones}
        </EnlaceGuardado>
      </BarraSubpaginas>

      <NavegacionSistema idsistema={idsistema} />

      <section className="tarjeta" aria-labelledby={idPlanos}>
        <h2 id={idPlanos}>{T.planos}</h2>
        {planos.length === 0 ? (
          <p className="vacio">{T.sinPlanos}</p>
        ) : (
          <ul>
            {planos.map((f) => (
              <li key={f.idfichero}>
                <Link to="/sistemas/$idsistema/plano/$idfichero" params={{ idsistema, idfichero: f.idfichero }}>
                  {f.nombre}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="tarjeta" aria-labelledby={idMaterial}>
        <h2 id={idMaterial}>{T.material}</h2>
        <AvisoDelPadre estado={delPadre} que={T.materialDelSistema} />
        {delPadre.disponible && <TablaHija
          etiquetadaPor={idMaterial}
          vacio={T.sinMaterial}
          columnas={[
            { id: 'descripcion', cabecera: 'Descripción', tipo: 'texto', valor: (m) => m.descripcion },
            { id: 'numserie', cabecera: 'Número de serie', tipo: 'codigo', valor: (m) => m.numserie },
            { id: 'ubicacion', cabecera: 'Ubicación', tipo: 'texto', valor: (m) => m.ubicacion },
            { id: 'instalado', cabecera: 'Instalado', tipo: 'fecha', valor: (m) => m.fecha_instalacion },
          ]}
          filas={instalado}
          claveFila={(m) => m.idmaterial_sistema}
        />}
      </section>
    </>
  );
}
