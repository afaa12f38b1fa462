/**
 * Mutadores del plano de un sistema (issue 6), los mismos en el dispositivo y en el servidor:
 *  - planoMaterial.colocarSync: pone (o mueve) un material instalado en un plano de su sistema, en la
 *    posición relativa x, y (0..1). El plano tiene que ser un fichero de imagen del mismo sistema
 *    (idtabla 96). El documento lleva el id del material: colocar otra vez lo mueve, nunca duplica.
 *  - planoMaterial.quitarSync: lo quita del plano.
 * Exigen poder modificar el material del sistema (material_sistema.editar).
 */
import { z } from '../zod';
import { entidades, type DocDe } from '../../schemas';
import { ErrorNegocio } from '../errores';
import { definirMutador, noExiste } from '../mutador';

const id = z.string().min(1).max(36);
const posicion = z.number({ message: 'La posición debe estar entre 0 y 100' }).min(0, 'La posición debe estar entre 0 y 100').max(1, 'La posición debe estar entre 0 y 100');

export const MENSAJES_PLANO = {
  materialDesinstalado: 'El material ya no está instalado',
  noEsPlano: 'El fichero no es un plano de este sistema',
  noEsImagen: 'El plano tiene que ser una imagen',
} as const;

const permiso = { objeto: 'material_sistema', accion: 'editar' } as const;

const colocar = definirMutador({
  metodo: 'planoMaterial.colocarSync',
  descripcion: 'Material colocado en el plano',
  sobre: { coleccion: 'materialsistema', campo: 'idmaterial_sistema' },
  params: z.object({ idmaterial_sistema: id, idfichero: id, x: posicion, y: posicion }),
  permiso,
  apps: ['tecnicos'],
  async aplicar(tx, p) {
    const material = await tx.get('materialsistema', p.idmaterial_sistema);
    if (!material) throw noExiste('material_sistema', p.idmaterial_sistema);
    if (material.estado <= 0) throw new ErrorNegocio('regla', MENSAJES_PLANO.materialDesinstalado);
    const fichero = await tx.get('fichero', p.idfichero);
    if (!fichero || fichero.estado <= 0) throw noExiste('fichero', p.idfichero);
    if (fichero.idtabla !== entidades.sistema.idtabla || fichero.id !== material.idsistema) throw new ErrorNegocio('regla', MENSAJES_PLANO.noEsPlano);
    if (!fichero.tipo.startsWith('image/')) throw new ErrorNegocio('regla', MENSAJES_PLANO.noEsImagen);
    const doc: DocDe<'planomaterial'> = {
      idplano_material: p.idmaterial_sistema, idmaterial_sistema: p.idmaterial_sistema, idsistema: material.idsistema, idfichero: p.idfichero, x: p.x, y: p.y, estado: 1,
    };
    await tx.put('planomaterial', doc);
    return { idplano_material: doc.idplano_material };
  },
});

const quitar = definirMutador({
  metodo: 'planoMaterial.quitarSync',
  descripcion: 'Material quitado del plano',
  sobre: { coleccion: 'materialsistema', campo: 'idmaterial_sistema' },
  params: z.object({ idmaterial_sistema: id }),
  permiso,
  apps: ['tecnicos'],
  async aplicar(tx, p) {
    // El material primero (el plano lleva su id): uno ajeno es el error de permiso, tenga plano o no.
    const actual = (await tx.get('materialsistema', p.idmaterial_sistema)) ? await tx.get('planomaterial', p.idmaterial_sistema) : null;
    if (!actual) throw noExiste('plano_material', p.idmaterial_sistema);
    await tx.remove('planomaterial', p.idmaterial_sistema);
    return { idplano_material: p.idmaterial_sistema };
  },
});

export const mutadoresSistemas = [colocar, quitar] as const;
